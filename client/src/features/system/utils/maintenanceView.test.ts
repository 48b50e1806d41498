import type { AppError } from '@sikka/shared/errors/appError';
import { describe, expect, it } from 'vitest';
import {
  checkFailureMaintenanceView,
  type LiveMaintenance,
  liveMaintenanceView,
  MAINTENANCE_DEFAULT_SUBTITLE,
  MAINTENANCE_DEFAULT_TITLE,
} from './maintenanceView.ts';

const off: LiveMaintenance = { on: false, title: 'x', subTitle: null, content: null, imageUrl: null };

describe('§2 maintenance screen texts', () => {
  it('quotes the §2 defaults exactly', () => {
    expect(MAINTENANCE_DEFAULT_TITLE).toBe("We're Upgrading to Serve You Better!");
    expect(MAINTENANCE_DEFAULT_SUBTITLE).toBe('Our crypto platform is currently undergoing maintenance.');
  });

  it('§4 flag off (or no state yet) shows no screen: the maintenance data is cleared', () => {
    expect(liveMaintenanceView(off)).toBeNull();
    expect(liveMaintenanceView(null)).toBeNull();
  });

  it('flag on without texts: the defaults and the built-in illustration', () => {
    expect(liveMaintenanceView({ ...off, on: true, title: null })).toEqual({
      title: MAINTENANCE_DEFAULT_TITLE,
      subTitle: MAINTENANCE_DEFAULT_SUBTITLE,
      content: null,
      imageUrl: null,
    });
  });

  it('flag on with configured title, subtitle, content and image: those, blank ones defaulted', () => {
    expect(
      liveMaintenanceView({
        on: true,
        title: 'Back at 6',
        subTitle: '  ',
        content: 'Deposits are safe.',
        imageUrl: 'https://cdn.sikka.in/m.png',
      }),
    ).toEqual({
      title: 'Back at 6',
      subTitle: MAINTENANCE_DEFAULT_SUBTITLE,
      content: 'Deposits are safe.',
      imageUrl: 'https://cdn.sikka.in/m.png',
    });
  });
});

describe('§4 503 with the maintenance flag from the authentication check', () => {
  const error: AppError = {
    kind: 'maintenance',
    message: 'Scheduled upgrade until 14:00',
    fieldErrors: {},
    status: 503,
  };

  it("shows the server's message under the §2 defaults", () => {
    expect(checkFailureMaintenanceView(error)).toEqual({
      title: MAINTENANCE_DEFAULT_TITLE,
      subTitle: MAINTENANCE_DEFAULT_SUBTITLE,
      content: 'Scheduled upgrade until 14:00',
      imageUrl: null,
    });
  });

  it('texts the error carries win over the defaults', () => {
    expect(
      checkFailureMaintenanceView({ ...error, maintenance: { title: 'Upgrading', image_url: '/m.png' } }),
    ).toMatchObject({ title: 'Upgrading', content: 'Scheduled upgrade until 14:00', imageUrl: '/m.png' });
  });
});
