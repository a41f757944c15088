/**
 * Colours that stay readable (WCAG 2.2 AA, 4.5:1 for text): a chosen colour is kept when it already
 * contrasts enough with its background, else darkened on light backgrounds or lightened on dark ones,
 * in small steps, keeping its hue.
 */
import { darken, getContrastRatio, getLuminance, lighten } from '@mui/material/styles';

export const AA_TEXT = 4.5;

/** `color`, or the nearest shade of it with at least `ratio` contrast against `background`. */
export function readableOn(color: string, background: string, ratio = AA_TEXT): string {
  const towardsDark = getLuminance(background) > 0.5;
  let shade = color;
  for (let step = 1; step <= 20 && getContrastRatio(shade, background) < ratio; step += 1) {
    shade = towardsDark ? darken(color, step * 0.05) : lighten(color, step * 0.05);
  }
  return shade;
}

/** `color`, or the nearest shade readable against every one of `backgrounds`. */
export function readableOnAll(color: string, backgrounds: readonly string[], ratio = AA_TEXT): string {
  return backgrounds.reduce((shade, background) => readableOn(shade, background, ratio), color);
}
