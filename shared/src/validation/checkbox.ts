// §5 long checkbox text is collapsed above 100 characters with a Read More control.
import { CHECKBOX_COLLAPSE_CHARS } from '../constants.ts';

export interface CheckboxText {
  /** Whether the text is cut and a Read More control belongs beside it. */
  collapsed: boolean;
  shown: string;
}

/**
 * Counts characters as code points, so an emoji or a Devanagari letter outside the BMP is never cut
 * in half. `expanded` is the state after Read More is pressed: the whole text is shown.
 */
export function collapseCheckboxText(text: string, options: { expanded?: boolean } = {}): CheckboxText {
  const characters = Array.from(text);
  if (characters.length <= CHECKBOX_COLLAPSE_CHARS || options.expanded) {
    return { collapsed: false, shown: text };
  }
  return { collapsed: true, shown: characters.slice(0, CHECKBOX_COLLAPSE_CHARS).join('') };
}

/** Whether the text needs a Read More control at all. */
export function isCollapsible(text: string): boolean {
  return Array.from(text).length > CHECKBOX_COLLAPSE_CHARS;
}
