import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_PAIRS,
  lotsToVolume,
  PAIR_CONFIGS,
  rateToTicks,
  roundRateToTick,
  roundVolumeToLot,
  ticksToRate,
  volumeToLots,
} from './pairs.ts';

const btc = PAIR_CONFIGS['BTC-INR'];
const usdt = PAIR_CONFIGS['USDT-INR'];

describe('pairs: §1 BTC-INR, ETH-INR, USDT-INR with tick, lot and minimum size', () => {
  it.each(EXCHANGE_PAIRS)('%s: tick × lot is whole paise, the minimum whole lots', (pair) => {
    const config = PAIR_CONFIGS[pair];
    expect(Number.isInteger(config.paisePerLotTick) && config.paisePerLotTick > 0).toBe(true);
    expect(config.minLots).toBeGreaterThanOrEqual(1);
  });

  it('has the sizes in integers', () => {
    expect(btc).toMatchObject({ tickPaise: 10_000, lotMinor: 10_000, minLots: 1, paisePerLotTick: 1 });
    expect(usdt).toMatchObject({ tickPaise: 1, lotMinor: 1_000_000, minLots: 1, paisePerLotTick: 1 });
  });
});

describe('rates and volumes as ticks and lots (§5 amount rules first)', () => {
  it.each([
    ['9000000', { ok: true, value: 90_000 }],
    ['9000000.00', { ok: true, value: 90_000 }],
    ['9000050', { ok: false, message: 'The price must be a multiple of ₹100.00' }],
    ['0', { ok: false, message: 'Enter a price above zero' }],
    ['1.001', { ok: false, message: 'INR allows at most 2 digits after the decimal point' }],
    ['1234567890123', { ok: false, message: 'Amount can have at most 12 digits before the decimal point' }],
    ['abc', { ok: false, message: 'Enter a valid amount' }],
  ])('BTC-INR rate %s', (rate, expected) => {
    expect(rateToTicks(rate, btc)).toEqual(expected);
  });

  it.each([
    ['0.0001', { ok: true, value: 1 }],
    ['0.25', { ok: true, value: 2_500 }],
    ['0.00015', { ok: false, message: 'The quantity must be a multiple of 0.0001 BTC' }],
    ['0', { ok: false, message: 'The minimum order is 0.0001 BTC' }],
    ['0.000000001', { ok: false, message: 'BTC allows at most 8 digits after the decimal point' }],
  ])('BTC-INR volume %s', (volume, expected) => {
    expect(volumeToLots(volume, btc)).toEqual(expected);
  });

  it('writes ticks and lots back at §9 precision', () => {
    expect(ticksToRate(90_000, btc)).toBe('9000000.00');
    expect(lotsToVolume(2_500, btc)).toBe('0.25000000');
    expect(ticksToRate(8_850, usdt)).toBe('88.50');
    expect(lotsToVolume(3, usdt)).toBe('3.000000');
  });

  it.each([
    ['9000049.99', 'down', '9000000.00'],
    ['9000049.99', 'up', '9000100.00'],
    ['9000049.99', 'nearest', '9000000.00'],
    ['9000050', 'nearest', '9000100.00'],
    ['9000100', 'up', '9000100.00'],
    ['x', 'down', null],
  ] as const)('rounds rate %s %s to the tick: %s', (rate, mode, expected) => {
    expect(roundRateToTick(rate, btc, mode)).toBe(expected);
  });

  it('rounds a volume down to the lot, never up', () => {
    expect(roundVolumeToLot('0.123456789', btc)).toBe('0.12340000');
    expect(roundVolumeToLot('2.9', usdt)).toBe('2.000000');
    expect(roundVolumeToLot('-1', btc)).toBeNull();
  });
});
