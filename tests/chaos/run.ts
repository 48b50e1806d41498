// `npm run chaos`: the platform on its embedded default, attacked from outside — concurrent money calls, retries,
// kill -9 of the provider, a faulty link to the provider, lagging websockets, sockets of ended sessions, sign-up and
// login abuse (the lockout attempt), a fuzz of every input (NUL and broken Unicode too), operator calls spelled to
// slip past the guard. Prints scenario, figure and verdict; exits 1 if any verdict is red. CHAOS_ONLY=name,… picks some.
import { runBench } from '../bench/lib/processes.ts';
import { table } from '../bench/lib/table.ts';
import type { ChaosRow, Scenario } from './scenario.ts';
import { authAbuse } from './scenarios/authAbuse.ts';
import { concurrentMoney } from './scenarios/concurrentMoney.ts';
import { endedSessions } from './scenarios/endedSessions.ts';
import { faultyUpstream } from './scenarios/faultyUpstream.ts';
import { idempotentRetries } from './scenarios/idempotentRetries.ts';
import { inputFuzz } from './scenarios/inputFuzz.ts';
import { operatorPaths } from './scenarios/operatorPaths.ts';
import { providerKills } from './scenarios/providerKills.ts';
import { websocketConsumers } from './scenarios/websocketConsumers.ts';
import { startChaosStack } from './stack.ts';

const SCENARIOS: Record<string, Scenario> = {
  money: concurrentMoney,
  retries: idempotentRetries,
  faults: faultyUpstream,
  websockets: websocketConsumers,
  sessions: endedSessions,
  abuse: authAbuse,
  fuzz: inputFuzz,
  operator: operatorPaths,
  // Last: it restarts the provider under the others' feet.
  kills: providerKills,
};

runBench(async () => {
  const only = process.env.CHAOS_ONLY?.split(',');
  const chosen = Object.entries(SCENARIOS).filter(([key]) => !only || only.includes(key));
  console.log(`chaos: starting the platform on its embedded default (${chosen.length} scenarios)`);
  const stack = await startChaosStack();
  const rows: ChaosRow[] = [];
  for (const [, scenario] of chosen) {
    const started = performance.now();
    try {
      const result = await scenario.run(stack);
      rows.push(...result);
      for (const one of result)
        console.log(`  ${one.ok ? 'green' : 'RED  '}  ${one.scenario}: ${one.figure}`);
    } catch (error) {
      rows.push({ scenario: scenario.name, figure: `stopped: ${String(error)}`.slice(0, 300), ok: false });
      console.log(`  RED    ${scenario.name}: stopped: ${String(error)}`);
    }
    console.log(`  (${scenario.name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  console.log(
    `\n${table(
      ['scenario', 'figure', 'verdict'],
      rows.map((one) => [one.scenario, one.figure, one.ok ? 'green' : 'RED']),
    )}`,
  );
  const red = rows.filter((one) => !one.ok).length;
  console.log(red === 0 ? '\nchaos: every scenario green' : `\nchaos: ${red} red`);
  if (red > 0) throw new Error(`${red} chaos verdicts red`);
});
