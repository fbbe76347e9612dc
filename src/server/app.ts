import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { registerErrorHandling, registerQueryGuard } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { webDistDir } from './platform/paths.ts';
import { loadOrCreateSecrets } from './platform/secrets.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { registerWebApp } from './platform/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** Shorthand for `database.db`. */
    db: DatabaseHandle['db'];
    jwtSecret: string;
  }
}

function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false;
  if (config.env === 'development') {
    return { level: config.logLevel, transport: { target: 'pino-pretty' } };
  }
  return { level: config.logLevel };
}

/** The whole HTTP application in boot order. Tests drive it through `app.inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config.database);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('jwtSecret', config.jwtSecret ?? loadOrCreateSecrets(config.dataDir).jwtSecret);
  app.addHook('onClose', () => database.close());

  registerErrorHandling(app);
  registerQueryGuard(app);
  await registerSecurityHeaders(app, config.publicUrl.startsWith('https://'));
  await app.register(compress);
  await app.register(cookie);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(siteRoutes);

  await registerWebApp(app, webDistDir, join(config.dataDir, 'uploads'));
  return app;
}
