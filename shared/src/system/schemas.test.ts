import { describe, expect, it } from 'vitest';
import {
  authRequestStatusSchema,
  isMaintenanceFailure,
  isMaintenanceOn,
  maintenanceConfigSchema,
  menuItemSchema,
  sessionCheckFailureBodySchema,
} from './schemas.ts';

describe('§3 Maintenance config: number 1 or string "1" means on', () => {
  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
    ['true', false],
    [2, false],
    [undefined, false],
  ])('is_site_under_maintenance %j is on: %s', (flag, on) => {
    expect(isMaintenanceOn(maintenanceConfigSchema.parse({ is_site_under_maintenance: flag }))).toBe(on);
  });

  it('no config node at all is off', () => {
    expect(isMaintenanceOn(null)).toBe(false);
  });

  it('keeps data with title, sub_title, content, image_url', () => {
    const data = {
      title: 'Back soon',
      sub_title: 'Upgrading',
      content: 'An hour',
      image_url: 'https://x.in/a.png',
    };
    expect(maintenanceConfigSchema.parse({ is_site_under_maintenance: 1, data }).data).toEqual(data);
  });

  it.each([
    ['a boolean flag', { is_site_under_maintenance: true }],
    ['a numeric title', { is_site_under_maintenance: 1, data: { title: 5 } }],
  ])('refuses %s', (_, input) => {
    expect(maintenanceConfigSchema.safeParse(input).success).toBe(false);
  });
});

describe('§3 Authentication request status', () => {
  it.each([
    ['waiting', true],
    ['success', true],
    ['failed', true],
    ['pending', false],
  ])('%s is a status: %s', (status, valid) => {
    expect(authRequestStatusSchema.safeParse(status).success).toBe(valid);
  });
});

describe('§3 Menu item', () => {
  it('parses a group with a sub-list, defaulting the flags', () => {
    const parsed = menuItemSchema.parse({
      name: 'Instant',
      link: null,
      noLink: true,
      subList: true,
      subListData: [{ name: 'BTC', link: '/in/bitcoin', newFeature: true }],
    });
    expect(parsed.subListData[0]).toEqual({
      name: 'BTC',
      link: '/in/bitcoin',
      noLink: false,
      newFeature: true,
      showDivider: false,
      subList: false,
      subListData: [],
    });
    expect(parsed.showDivider).toBe(false);
  });

  it.each([
    ['name missing', { link: '/in/home' }, ['name']],
    ['link missing', { name: 'Dashboard' }, ['link']],
    ['newFeature as a string', { name: 'UMA', link: '/in/uma', newFeature: 'yes' }, ['newFeature']],
    [
      'a bad nested item',
      { name: 'Instant', link: null, subListData: [{ name: 'BTC' }] },
      ['subListData', 0, 'link'],
    ],
  ])('refuses %s', (_, input, path) => {
    const result = menuItemSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('§7 session check failure: JSON in a message field with error.maintenance, status_code, message', () => {
  const body = (error: object) => ({ message: JSON.stringify({ error }) });

  it('parses the JSON inside message', () => {
    const parsed = sessionCheckFailureBodySchema.parse(
      body({ maintenance: true, status_code: 503, message: 'Down for upgrades' }),
    );
    expect(parsed.message.error).toEqual({
      maintenance: true,
      status_code: 503,
      message: 'Down for upgrades',
    });
  });

  it.each([
    [{ maintenance: true, status_code: 503, message: 'm' }, true],
    [{ maintenance: 1, status_code: 503, message: 'm' }, true],
    [{ maintenance: '1', status_code: 503, message: 'm' }, true],
    [{ maintenance: false, status_code: 503, message: 'm' }, false],
    [{ status_code: 503, message: 'm' }, false],
    [{ maintenance: true, status_code: 401, message: 'Token has expired' }, false],
  ])('§4 %j shows the maintenance screen: %s', (error, maintenance) => {
    expect(isMaintenanceFailure(sessionCheckFailureBodySchema.parse(body(error)))).toBe(maintenance);
  });

  it.each([
    ['a message that is not JSON', { message: 'Token has expired' }],
    ['JSON without error', { message: '{"status_code":503}' }],
    ['status_code as a string', body({ status_code: '503', message: 'm' })],
    ['error.message missing', body({ status_code: 503 })],
    ['no message field', { error: { status_code: 503, message: 'm' } }],
  ])('refuses %s', (_, input) => {
    expect(sessionCheckFailureBodySchema.safeParse(input).success).toBe(false);
  });
});
