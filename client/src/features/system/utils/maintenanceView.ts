// §2 what the maintenance screen shows: the configured title, subtitle, content and image, each with its §2
// default; and §4 the same screen for an authentication check that failed with 503 and the maintenance flag.
import type { AppError } from '@sikka/shared/errors/appError';

/** §2 defaults, verbatim. */
export const MAINTENANCE_DEFAULT_TITLE = "We're Upgrading to Serve You Better!";
export const MAINTENANCE_DEFAULT_SUBTITLE = 'Our crypto platform is currently undergoing maintenance.';

/** The BFF's maintenance state (system.maintenance / system.onMaintenance). */
export interface LiveMaintenance {
  readonly on: boolean;
  readonly title: string | null;
  readonly subTitle: string | null;
  readonly content: string | null;
  readonly imageUrl: string | null;
}

export interface MaintenanceView {
  readonly title: string;
  readonly subTitle: string;
  /** Free content text; null shows none. */
  readonly content: string | null;
  /** The supplied image; null shows the built-in illustration. */
  readonly imageUrl: string | null;
}

const filled = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/** The live flag's screen, or null when maintenance is off (§4: off clears the maintenance data). */
export function liveMaintenanceView(state: LiveMaintenance | null | undefined): MaintenanceView | null {
  if (!state?.on) return null;
  return {
    title: filled(state.title) ?? MAINTENANCE_DEFAULT_TITLE,
    subTitle: filled(state.subTitle) ?? MAINTENANCE_DEFAULT_SUBTITLE,
    content: filled(state.content),
    imageUrl: filled(state.imageUrl),
  };
}

/**
 * §4 a failed check with 503 and the maintenance flag: the screen with the server's message (as its
 * content, unless the error carried content of its own), the error's texts over the §2 defaults.
 */
export function checkFailureMaintenanceView(appError: AppError): MaintenanceView {
  const data = appError.maintenance;
  return {
    title: filled(data?.title) ?? MAINTENANCE_DEFAULT_TITLE,
    subTitle: filled(data?.sub_title) ?? MAINTENANCE_DEFAULT_SUBTITLE,
    content: filled(data?.content) ?? filled(appError.message),
    imageUrl: filled(data?.image_url),
  };
}
