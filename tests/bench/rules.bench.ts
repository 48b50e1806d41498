// Throughput of the shared rules on the hot paths: every provider error and every typed amount pass through them.
import { normaliseProviderError } from '@sikka/shared/errors/normalise';
import { formatInr, parseAmount } from '@sikka/shared/money/amount';
import { parseRule } from '@sikka/shared/validation/rules';

function measure(name: string, iterations: number, run: (i: number) => unknown): void {
  for (let i = 0; i < Math.min(iterations, 1_000); i++) run(i); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) run(i);
  const ns = Number(process.hrtime.bigint() - started);
  const perOp = ns / iterations;
  console.log(
    `${name.padEnd(44)} ${Math.round(1e9 / perOp)
      .toLocaleString('en-IN')
      .padStart(12)} ops/s  ${(perOp / 1000).toFixed(2)} µs/op`,
  );
}

const fieldBody = JSON.stringify({
  error: { errors: { password: ['The password is incorrect.'] }, message: 'Invalid' },
});
const sessionBody = {
  message: JSON.stringify({ error: { status_code: 503, maintenance: true, message: 'Upgrading' } }),
};

measure('normalise 422 field-errors JSON string', 200_000, () => normaliseProviderError(422, fieldBody));
measure('normalise 503 maintenance in message', 200_000, () => normaliseProviderError(503, sessionBody));
measure('normalise plain token message', 200_000, () => normaliseProviderError(401, 'Token has expired'));
measure('parseAmount BTC 8 decimals', 500_000, (i) => parseAmount(`${i}.12345678`, 'BTC'));
measure('formatInr Indian grouping', 500_000, (i) => formatInr(`${i * 997}.5`));
measure('parseRule server regex (cost-checked)', 50_000, () => parseRule('regex:/^[A-Z]{5}[0-9]{4}[A-Z]$/'));
