// `npm run dev`: the API with reload on port 5001 and Vite's dev server on PORT (default 5000) proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: '5001', HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '5000'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => (process.exitCode ||= code ?? 0)));
