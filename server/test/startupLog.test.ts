import { webpackArguments } from '../src/hosting/spaBuild';
import { startupLogLine } from '../src/lib/logger';

describe('what npm start says while it builds', () => {
  it('writes its own lines in the log format of the server (pino JSON, info level)', () => {
    const line = startupLogLine('Building dist/index.html', 1_764_200_000_000);
    expect(line.endsWith('\n')).toBe(true);
    expect(JSON.parse(line)).toMatchObject({
      level: 30,
      time: 1_764_200_000_000,
      pid: process.pid,
      msg: 'Building dist/index.html',
    });
  });

  it("shows webpack's progress in a terminal, and keeps a log file free of progress lines", () => {
    expect(webpackArguments('webpack.config.ts', true)).toEqual([
      '--config',
      'webpack.config.ts',
      '--mode',
      'production',
      '--progress',
    ]);
    expect(webpackArguments('webpack.config.ts', false)).not.toContain('--progress');
  });
});
