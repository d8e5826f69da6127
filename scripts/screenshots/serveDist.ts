import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

// The built SPA (dist/) on a local port for the screenshot scripts: files as they are, every
// other address the app's index.html. The API is answered by each script's own page.route.

const DIST = path.resolve(__dirname, '../../dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.json': 'application/json',
};

export function serveDist(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = path.join(DIST, pathname);
      if (!file.startsWith(DIST) || !(await stat(file).catch(() => null))?.isFile())
        file = path.join(DIST, 'index.html');
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(await readFile(file));
    })();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ server, origin: `http://127.0.0.1:${address.port}` });
    }),
  );
}
