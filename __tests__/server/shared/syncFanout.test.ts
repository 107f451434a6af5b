/**
 * Sync news across instances: two instances' fanouts on the machine's Redis under one test prefix;
 * news published on one reaches the other's streams of that account, once, and no other account's;
 * a deployment under another prefix hears nothing. Without Redis, news stays within the instance.
 */
import { LocalFanout, RedisFanout } from '../../../server/accounts/fanout';
import type { SyncNews } from '../../../server/accounts/fanout';
import { createLogger } from '../../../server/logger';
import type { SharedRedis } from '../../../server/shared/redis';
import {
  connectTestRedis,
  describeWithRedis,
  redisReady,
  testRedisPrefix,
} from '../helpers/services';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await sleep(10);
}

describe('one instance', () => {
  it("tells the account's streams, and only its", () => {
    const fanout = new LocalFanout();
    const heard: [number, SyncNews][] = [];
    const stop = fanout.subscribe(1, (news) => heard.push([1, news]));
    fanout.subscribe(2, (news) => heard.push([2, news]));
    fanout.publish(1, { kind: 'records', seq: 4 });
    stop();
    fanout.publish(1, { kind: 'devices' });
    expect(heard).toEqual([[1, { kind: 'records', seq: 4 }]]);
  });
});

describeWithRedis('instances sharing Redis', () => {
  const opened: { redis: SharedRedis; fanout: RedisFanout }[] = [];
  const instance = async (prefix: string) => {
    const redis = connectTestRedis(logger, { prefix });
    await redisReady(redis);
    const fanout = new RedisFanout(redis, logger);
    opened.push({ redis, fanout });
    return fanout;
  };
  afterEach(async () => {
    for (const { redis, fanout } of opened.splice(0)) {
      await fanout.close();
      await redis.close();
    }
  });

  it("carries news to the other instance's streams of the account, once", async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const elsewhere = await instance(testRedisPrefix());
    const onA: SyncNews[] = [];
    const onB: SyncNews[] = [];
    const onOther: SyncNews[] = [];
    const otherAccount: SyncNews[] = [];
    a.subscribe(7, (news) => onA.push(news));
    b.subscribe(7, (news) => onB.push(news));
    b.subscribe(8, (news) => otherAccount.push(news));
    elsewhere.subscribe(7, (news) => onOther.push(news));
    // The subscriptions are made in the background: wait until b hears a probe.
    for (let seq = 1; onB.length === 0 && seq < 100; seq += 1) {
      a.publish(7, { kind: 'records', seq });
      await sleep(30);
    }
    onA.length = 0;
    onB.length = 0;
    a.publish(7, { kind: 'records', seq: 1000 });
    await until(() => onB.length > 0);
    await sleep(100);
    expect(onA).toEqual([{ kind: 'records', seq: 1000 }]);
    expect(onB).toEqual([{ kind: 'records', seq: 1000 }]);
    expect(otherAccount).toEqual([]);
    expect(onOther).toEqual([]);
  });
});
