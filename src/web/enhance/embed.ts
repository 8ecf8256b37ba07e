/**
 * A frame from another site (components/embed-on-request.tsx): the server sends a placeholder
 * that links to the same content on its own site. Here it becomes a button that puts the frame
 * (from the link's data-frame-* attributes) in its place and gives it focus, since the button
 * the visitor pressed is gone. Nothing is fetched from the other site before the click.
 */
export function enhanceEmbed(link: HTMLElement) {
  const { frameSrc, frameTitle, frameClass, frameAllow, ask } = link.dataset;
  if (!frameSrc || !frameTitle || !frameClass || !ask) return;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.setAttribute('aria-label', ask);
  button.append(...link.childNodes);
  link.replaceWith(button);
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.className = frameClass;
    frame.src = frameSrc;
    frame.title = frameTitle;
    frame.width = '560';
    frame.height = '315';
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    if (frameAllow) frame.allow = frameAllow;
    if (link.dataset.frameFullscreen !== undefined) frame.allowFullscreen = true;
    button.replaceWith(frame);
    frame.focus();
  });
}
