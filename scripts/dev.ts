/**
 * `npm run dev`: the API server (restarting on server changes) and webpack-dev-server with hot reload,
 * which proxies /api to it. Open http://localhost:8080. Ctrl+C stops both.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

const API_PORT = process.env.PORT ?? '3000';
const bin = (name: string) => `node_modules/.bin/${name}`;

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: API_PORT, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  }),
  spawn(bin('webpack'), ['serve', '--mode', 'development', '--config-name', 'client'], {
    stdio: 'inherit',
    env: { ...process.env, API_ORIGIN: `http://localhost:${API_PORT}` },
  }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
