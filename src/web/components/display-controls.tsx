import { useLocation } from 'react-router';
import { useTexts } from '../i18n/use-texts.ts';
import { LanguageSwitch } from './language-switch.tsx';

/**
 * The choices of GET /preferences (src/server/display-preferences.ts), as the bar offers them:
 * A− and A+ a step from the size in effect (up to 200 %), A the usual size. `mark` is the size
 * whose styles mark the control as in effect (display-preferences.ts).
 */
const TEXT_CHOICES = [
  { value: 'smaller', mark: 'small', text: 'A−', name: 'controls.smaller' },
  { value: 'normal', mark: 'normal', text: 'A', name: 'controls.normalSize' },
  { value: 'larger', mark: 'large', text: 'A+', name: 'controls.larger' },
] as const;
const CONTRAST_CHOICES = [
  { value: 'high', text: 'controls.highContrast' },
  { value: 'normal', text: 'controls.normalContrast' },
] as const;

/**
 * The accessibility bar at the top of every page (GIGW): the screen reader page, text size
 * (A−, A, A+) and contrast. Each control is a plain link to /preferences, which keeps the choice
 * in a cookie and comes back to this page: it works without JavaScript, and the page stays the
 * same for every visitor. "A" is marked as in effect; a visitor who chose otherwise gets the
 * page with styles that move the mark and offer the contrast the page is not in (decisions 024
 * and 033).
 */
export function DisplayControls() {
  const location = useLocation();
  const { t } = useTexts();
  const back = encodeURIComponent(location.pathname + location.search);
  const href = (key: 'text' | 'contrast', value: string) =>
    `/preferences?${key}=${value}&return=${back}`;
  return (
    <nav className="display-controls" aria-label={t('controls.label')}>
      <div className="container display-controls__inner">
        <a href="/screen-reader-access" className="display-controls__link">
          {t('controls.screenReader')}
        </a>
        <ul className="display-controls__choices" aria-label={t('controls.textSize')}>
          {TEXT_CHOICES.map((choice) => (
            <li key={choice.value}>
              <a href={href('text', choice.value)} data-pref={`text-${choice.mark}`}>
                {choice.text}
                <span className="visually-hidden"> {t(choice.name)}</span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="display-controls__choices" aria-label={t('controls.contrast')}>
          {CONTRAST_CHOICES.map((choice) => (
            <li key={choice.value}>
              <a href={href('contrast', choice.value)} data-pref={`contrast-${choice.value}`}>
                {t(choice.text)}
              </a>
            </li>
          ))}
        </ul>
        <LanguageSwitch />
      </div>
    </nav>
  );
}
