// The provider's maintenance switch for operators (README "Maintenance"), run inside the provider's container:
//   docker compose exec provider node deploy/maintenance.mjs on "Back at 6 pm"
//   docker compose exec provider node deploy/maintenance.mjs off
//   docker compose exec provider node deploy/maintenance.mjs status
// It calls POST/GET /admin/maintenance on this container's provider (its operator listener, OPERATOR_PORT, when set)
// with ADMIN_TOKEN from its environment, so the token never has to be typed or leave the container. The setting is
// in the database: every provider shares it.
const [command = 'status', ...words] = process.argv.slice(2);
const token = process.env.ADMIN_TOKEN;
const port = process.env.OPERATOR_PORT ?? process.env.PROVIDER_PORT ?? '4000';
const url = `http://127.0.0.1:${port}/admin/maintenance`;

if (!token) {
  console.error('maintenance: ADMIN_TOKEN is not set in this environment');
  process.exit(2);
}
if (!['on', 'off', 'status'].includes(command)) {
  console.error('usage: node deploy/maintenance.mjs on ["message"] | off | status');
  process.exit(2);
}

const message = words.join(' ').trim();
const body = command === 'on' ? { on: true, ...(message ? { message } : {}) } : { on: false };
const response = await fetch(url, {
  method: command === 'status' ? 'GET' : 'POST',
  headers: {
    authorization: `Bearer ${token}`,
    ...(command === 'status' ? {} : { 'content-type': 'application/json' }),
  },
  ...(command === 'status' ? {} : { body: JSON.stringify(body) }),
  signal: AbortSignal.timeout(10_000),
});
console.log(response.status, await response.text());
process.exit(response.ok ? 0 : 1);
