/**
 * Deterministic seed data. Every generator takes its own PRNG stream, so asking for more package
 * configurations does not change the other collections.
 */
import { formatDateTime } from './format';
import { createRandom } from './random';
import { allRoutes, asyncRoutes } from './routesData';
import type { PackageConf, Role, SendName, Transaction, User } from './apiTypes';

export { seedArticles } from './seedArticles';

export const DEMO_PASSWORD = '111111';

/** The demo accounts; `passwordHash` is filled in by the store (hashing is asynchronous). */
export function seedUsers(): User[] {
  const base = (id: number, userName: string, description: string, roles: string[], type: User['type'] = 0): User => ({
    id,
    userName,
    phone: `+86138${String(id).padStart(8, '0')}`,
    passwordHash: '',
    type,
    description,
    roles,
  });
  return [
    base(1, 'admin', 'I am a super administrator', ['admin']),
    base(2, 'editor', 'I am an editor', ['editor']),
    base(3, 'visitor', 'I am a visitor', ['visitor']),
    base(4, 'alice', 'Marketing team', ['editor']),
    base(5, 'bob', 'Customer support', ['editor']),
    base(6, 'carol', 'Left the company', ['editor'], 1),
    base(7, 'dave', 'Billing', ['editor']),
    base(8, 'erin', 'Frozen after a payment dispute', ['editor'], 2),
    base(9, 'frank', 'Operations', ['editor']),
    base(10, 'grace', 'Sales', ['editor']),
    base(11, 'heidi', 'Seasonal contractor', ['editor'], 1),
  ];
}

/** Package plans: name and SMS count. */
const PLANS: ReadonlyArray<{ name: string; totalNum: number }> = [1000, 5000, 10000, 20000, 50000, 100000].map((totalNum, index) => ({
  name: `${['Starter', 'Basic', 'Standard', 'Pro', 'Business', 'Enterprise'][index]} ${totalNum}`,
  totalNum,
}));

const SEED_EPOCH = Date.UTC(2024, 0, 1, 8, 0, 0);

const DAY_MS = 86_400_000;
const two = (value: number): string => (value < 10 ? `0${value}` : String(value));

/** UTC 'yyyy-MM-dd HH:mm:ss' of a time, fast for increasing times (the date part is formatted once per day). */
function utcClock(): (time: number) => string {
  let day = Number.NaN;
  let prefix = '';
  return (time) => {
    const today = Math.floor(time / DAY_MS);
    if (today !== day) {
      day = today;
      prefix = formatDateTime(new Date(today * DAY_MS), true).slice(0, 11);
    }
    const seconds = Math.floor((time - today * DAY_MS) / 1000);
    return `${prefix}${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  };
}

/** `count` package configurations (ids 1..count), owned by the given users. Fast: 100 000 rows in well under a second. */
export function seedPackageConfs(count: number, seed: number, users: readonly Pick<User, 'id' | 'userName'>[]): PackageConf[] {
  const random = createRandom(seed ^ 0x5eed0001);
  const rows: PackageConf[] = new Array<PackageConf>(count);
  const clock = utcClock();
  for (let i = 0; i < count; i += 1) {
    const id = i + 1;
    const { name, totalNum } = random.pick(PLANS);
    const owner = random.pick(users);
    rows[i] = {
      id,
      packageId: `PKG-${String(id).padStart(4, '0')}`,
      name,
      userName: owner.userName,
      userId: owner.id,
      totalNum,
      remainNum: Math.floor(random.next() * (totalNum + 1)),
      smsCode: '',
      createTime: clock(SEED_EPOCH + i * 600_000 + random.int(0, 599) * 1000),
    };
  }
  return rows;
}

const SENDER_NAMES = [
  'SMSNotify', 'ShopAlert', 'BankOTP', 'TaxiGo', 'FoodHub', 'CloudMail',
  'HealthCare', 'EduNews', 'TravelPro', 'GameZone', 'CityBus', 'PetCare',
];

export function seedSendNames(seed: number, users: readonly Pick<User, 'id' | 'userName'>[]): SendName[] {
  const random = createRandom(seed ^ 0x5eed0002);
  return SENDER_NAMES.map((sendName, index) => {
    const owner = random.pick(users);
    return { id: index + 1, sendName, userId: owner.id, userName: owner.userName };
  });
}

export const FIRST_NAMES = [
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth',
  'David', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen',
  'Daniel', 'Nancy', 'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Margaret', 'Donald', 'Sandra',
];

/** Names answered by `GET /vue-element-admin/search/user`. */
export const SEARCH_NAMES: readonly string[] = [...FIRST_NAMES, 'mock-Pan'];

export function seedTransactions(seed: number): Transaction[] {
  const random = createRandom(seed ^ 0x5eed0003);
  const hex = (length: number): string => {
    let out = '';
    for (let i = 0; i < length; i += 1) out += random.int(0, 15).toString(16);
    return out;
  };
  return Array.from({ length: 20 }, (_, index) => ({
    order_no: `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`,
    timestamp: SEED_EPOCH + index * 3_600_000 + random.int(0, 3_599) * 1000,
    username: random.pick(FIRST_NAMES),
    price: Math.round((1000 + random.next() * 14000) * 100) / 100,
    status: random.next() < 0.5 ? 'success' : 'pending',
  }));
}

export function seedRoles(): Role[] {
  return [
    { key: 'admin', name: 'admin', description: 'Super Administrator. Have access to view all pages.', routes: structuredClone(allRoutes) },
    {
      key: 'editor',
      name: 'editor',
      description: 'Normal Editor. Can see all pages except permission page',
      routes: structuredClone(asyncRoutes.filter((route) => route.path !== '/permission')),
    },
    {
      key: 'visitor',
      name: 'visitor',
      description: 'Just a visitor. Can only see the home page and the document page',
      routes: [
        {
          path: '',
          redirect: 'dashboard',
          children: [{ path: 'dashboard', name: 'Dashboard', meta: { title: 'Dashboard', icon: 'dashboard' } }],
        },
      ],
    },
  ];
}
