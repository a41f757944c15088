/**
 * Where uploaded bytes go when an S3-compatible object store is configured: S3_ENDPOINT and
 * S3_BUCKET (both, or neither), S3_REGION (us-east-1), S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY
 * (both, or neither: then the AWS SDK's default credential chain), S3_PREFIX (optional, before
 * `uploads/<id>`). Read here without the SDK, so a server without S3 never loads it.
 */

export interface S3Settings {
  /** e.g. http://127.0.0.1:9000 (path-style addressing: MinIO and most self-hosted stores need it). */
  endpoint: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key: '' or a path ending in '/'. */
  prefix: string;
}

export const DEFAULT_S3_REGION = 'us-east-1';

/** S3's bucket naming rules (3-63 characters, lower case letters, digits, dots and hyphens, not an IP address). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const IP_ADDRESS = /^\d{1,3}(\.\d{1,3}){3}$/;
const REGION = /^[a-z0-9-]{1,32}$/;
/** Printable key characters that need no escaping anywhere; at most 512 characters. */
const PREFIX = /^[A-Za-z0-9!_.*'()/-]{0,512}$/;

const setting = (env: NodeJS.ProcessEnv, name: string): string => env[name]?.trim() ?? '';

function endpointOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`S3_ENDPOINT must be an http:// or https:// URL such as http://127.0.0.1:9000 (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`S3_ENDPOINT must be an http:// or https:// URL (got "${value}")`);
  if (url.username || url.password) throw new Error('S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  if (url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`S3_ENDPOINT must be the store's address only, without a path or query (got "${value}"); the bucket goes in S3_BUCKET`);
  }
  return url.origin;
}

function bucketOf(value: string): string {
  if (!BUCKET.test(value) || value.includes('..') || IP_ADDRESS.test(value)) {
    throw new Error(`S3_BUCKET must be a bucket name: 3 to 63 lower case letters, digits, dots and hyphens, starting and ending with a letter or digit (got "${value}")`);
  }
  return value;
}

function prefixOf(value: string): string {
  const trimmed = value.replace(/^\/+/, '');
  if (!PREFIX.test(trimmed) || trimmed.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`S3_PREFIX may hold letters, digits and ! _ . * ' ( ) / - only, at most 512 of them, and no . or .. segment (got "${value}")`);
  }
  return trimmed === '' || trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** The S3 settings of the environment, undefined when none is set; throws on a setting it cannot use. */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const endpoint = setting(env, 'S3_ENDPOINT');
  const bucket = setting(env, 'S3_BUCKET');
  if (endpoint === '' && bucket === '') {
    const stray = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'].filter((name) => setting(env, name) !== '');
    if (stray.length > 0) throw new Error(`${stray.join(', ')} set without S3_ENDPOINT and S3_BUCKET: set both to keep uploads in an S3-compatible store, or unset ${stray.join(', ')}`);
    return undefined;
  }
  if (endpoint === '') throw new Error('S3_BUCKET is set but S3_ENDPOINT is not: set both (e.g. S3_ENDPOINT=http://127.0.0.1:9000) or neither');
  if (bucket === '') throw new Error('S3_ENDPOINT is set but S3_BUCKET is not: set both or neither');
  const region = setting(env, 'S3_REGION') || DEFAULT_S3_REGION;
  if (!REGION.test(region)) throw new Error(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === '') !== (secretAccessKey === '')) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK default credential chain');
  }
  return {
    endpoint: endpointOf(endpoint),
    bucket: bucketOf(bucket),
    region,
    credentials: accessKeyId === '' ? undefined : { accessKeyId, secretAccessKey },
    prefix: prefixOf(setting(env, 'S3_PREFIX')),
  };
}

/** The store's address for logs (never the credentials). */
export function describeS3(settings: S3Settings): string {
  return `S3 ${settings.endpoint}/${settings.bucket}/${settings.prefix}uploads/`;
}
