/** Server settings from the environment. */
import { targetFromEnv } from '../sql/connect';
import type { ServerOptions } from './startServer';
import { isLogLevel, LOG_LEVELS, type LogLevel } from './logging';
import { oidcFromEnv } from '../oidc/settings';
import { parseLease, parseRetrySchedule } from '../webhooks/schedule';

function whole(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number >= 0 (got "${value}")`);
  return Number(value.trim());
}

function logLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  if (!isLogLevel(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}")`);
  return level;
}

/**
 * LOG_LEVEL (info; JSON lines on stdout), HOST (127.0.0.1), PORT (8080; 0 = any free port), DIST_DIR (dist/), MOCK_CONTROL=1 (control
 * endpoints), MOCK_PACKAGE_COUNT (seeded package configurations), MOCK_LATENCY_MS (0), and the
 * storage: DATA_DIR (data/: the SQLite file and the uploads) or DATABASE_URL (postgres://...);
 * the uploads in an S3-compatible bucket with either: S3_ENDPOINT and S3_BUCKET, S3_REGION (us-east-1),
 * S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (else the AWS SDK's default chain), S3_PREFIX (see sql/s3Settings.ts);
 * AUDIT_RETENTION_DAYS (365): audit log entries older than that are deleted; single sign-on with
 * OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and the optional OIDC_* of oidc/settings.ts;
 * WEBHOOK_ALLOW_PRIVATE=1 (webhooks may reach private addresses), WEBHOOK_RETRY_SCHEDULE (5s,30s,2m,10m,1h,6h),
 * WEBHOOK_LEASE (30s: how long a server holds the deliveries it claimed; 5s to 1h).
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const control = env.MOCK_CONTROL ?? '';
  return {
    host: env.HOST || undefined,
    port: whole('PORT', env.PORT),
    distDir: env.DIST_DIR || undefined,
    control: ['1', 'true', 'yes', 'on'].includes(control.toLowerCase()),
    packageCount: whole('MOCK_PACKAGE_COUNT', env.MOCK_PACKAGE_COUNT),
    latencyMs: whole('MOCK_LATENCY_MS', env.MOCK_LATENCY_MS),
    database: targetFromEnv(env),
    logLevel: logLevel(env.LOG_LEVEL),
    auditRetentionDays: whole('AUDIT_RETENTION_DAYS', env.AUDIT_RETENTION_DAYS),
    oidc: oidcFromEnv(env),
    webhooks:
      env.WEBHOOK_ALLOW_PRIVATE || env.WEBHOOK_RETRY_SCHEDULE || env.WEBHOOK_LEASE
        ? {
            allowPrivate: ['1', 'true', 'yes', 'on'].includes((env.WEBHOOK_ALLOW_PRIVATE ?? '').toLowerCase()),
            schedule: parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE || undefined),
            ...(env.WEBHOOK_LEASE ? { leaseMs: parseLease(env.WEBHOOK_LEASE) } : {}),
          }
        : undefined,
  };
}
