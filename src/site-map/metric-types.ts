/**
 * The names of the kinds of NAAC metrics, in English: the public page's English catalogue gives
 * them (its Assamese catalogue translates them), and the studio, whose language is English,
 * shows them as they are. A code not named here is shown as it is.
 */
export const METRIC_TYPE_NAMES = {
  QlM: 'Qualitative Metrics (QlM)',
  QnM: 'Quantitative Metrics (QnM)',
} as const;

/** A metric type's English name, or its code when it has none. */
export function metricTypeName(type: string): string {
  return Object.hasOwn(METRIC_TYPE_NAMES, type)
    ? METRIC_TYPE_NAMES[type as keyof typeof METRIC_TYPE_NAMES]
    : type;
}
