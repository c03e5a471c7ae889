import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './routed-path';

/** Serves the built SPA: hashed assets cached for a year, index.html never, and every page path falls back to it. */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined) {
  const indexFile = webRoot && path.join(webRoot, 'index.html');
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot!,
      wildcard: false,
      index: false,
      // scripts/compress-web.mjs writes .br and .gz beside each file at build time.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's default would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request);
    if (isPage && hasWeb && !path.extname(request.url.split('?')[0]!)) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: 'Not found' });
  });
}
