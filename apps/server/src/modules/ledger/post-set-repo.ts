import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedStatement, valuesOf } from '../../db/prepared-statement.ts';
import { postedAccountOf, type PostedAccountRow, type PostingCall, type PostingCallOutcome } from './repo.ts';

const setKeys = [
  'idempotencyKeys',
  'kinds',
  'referenceTypes',
  'referenceIds',
  'metadata',
  'slotPostings',
  'ownerTypes',
  'ownerIds',
  'currencies',
  'purposes',
  'shards',
  'deltas',
  'legSlots',
  'legAmounts',
] as const;

/**
 * Several postings in one statement, each as ledger_post would post it alone, in the order given (issue 16). The
 * postings are numbered from 1; a slot is one account of one posting (its key and the net of its legs), numbered from
 * 1 across all postings; a leg names its slot. Every account is found and locked first, in id order, as ledger_post
 * locks them (FOR NO KEY UPDATE, what its update takes); a posting is then posted only if all its accounts exist, its
 * key is new and no account it debits that may not go negative would: the others are left untouched, for ledger_post
 * to create, replay or refuse. The balance answered for each account of a posting is its balance once that posting,
 * and those before it, had moved it: what posting them one after another would answer.
 *
 * The rows two sets contend for must already be locked by their transactions in one order (the wallet's batches lock
 * their players and then the house's rows first, wallet-batches.ts): measured, three sets locking the same unlocked rows
 * at once could deadlock (PostgreSQL breaks it; the batch then reruns each member alone).
 */
const postSetStatement = preparedStatement<Record<(typeof setKeys)[number], unknown>>('ledger/post-set', () => {
  const value = valuesOf(...setKeys);
  return sql`with postings as (
      select * from unnest(${value.idempotencyKeys}::text[], ${value.kinds}::text[], ${value.referenceTypes}::text[],
        ${value.referenceIds}::text[], ${value.metadata}::text[]) with ordinality as p(idempotency_key, kind, reference_type, reference_id, metadata, posting)
    ), slots as materialized (
      select s.*, found.id as account_id
      from unnest(${value.slotPostings}::integer[], ${value.ownerTypes}::text[], ${value.ownerIds}::uuid[], ${value.currencies}::text[],
        ${value.purposes}::text[], ${value.shards}::smallint[], ${value.deltas}::bigint[]) with ordinality
        as s(posting, owner_type, owner_id, currency, purpose, shard, delta, slot)
      left join lateral (
        select a.id from ledger_accounts a where a.owner_type = s.owner_type and a.owner_id = s.owner_id
          and a.currency = s.currency and a.purpose = s.purpose and a.shard = s.shard
        union all
        select a.id from ledger_accounts a where s.owner_id is null and a.owner_type = s.owner_type and a.owner_id is null
          and a.currency = s.currency and a.purpose = s.purpose and a.shard = s.shard
      ) as found on true
    ), locked as materialized (
      select a.id, a.owner_type, a.owner_id, a.currency, a.purpose, a.shard, a.balance, a.allow_negative from ledger_accounts a
      where a.id = any(array(select account_id from slots)) order by a.id for no key update
    ), eligible as (
      select p.* from postings p
      -- Every account is locked before anything is written (an init plan, run once, first).
      where (select count(*) from locked) >= 0
        and not exists (select 1 from ledger_transactions t where t.idempotency_key = p.idempotency_key)
        and not exists (select 1 from slots s left join locked l on l.id = s.account_id
          where s.posting = p.posting and (l.id is null or not (l.allow_negative or l.balance + s.delta >= 0)))
    ), transactions as (
      insert into ledger_transactions (idempotency_key, kind, reference_type, reference_id, metadata)
        select idempotency_key, kind, reference_type, reference_id, metadata::jsonb from eligible order by posting
        returning id, idempotency_key
    ), posted as (
      select e.posting, t.id as transaction_id from eligible e join transactions t using (idempotency_key)
    ), entries as (
      insert into ledger_entries (transaction_id, account_id, currency, amount)
        select posted.transaction_id, s.account_id, s.currency, leg.amount
        from unnest(${value.legSlots}::integer[], ${value.legAmounts}::bigint[]) with ordinality as leg(slot, amount, position)
        join slots s on s.slot = leg.slot join posted on posted.posting = s.posting
        order by leg.position
    ), moved as (
      update ledger_accounts a set balance = a.balance + m.amount
      from (select s.account_id, sum(s.delta)::bigint as amount from slots s join posted using (posting) group by s.account_id) as m
      where a.id = m.account_id
    )
    select s.posting, posted.transaction_id::text, l.id::text as account_id, l.owner_type, l.owner_id::text, l.currency, l.purpose, l.shard,
      (l.balance + sum(s.delta) over (partition by l.id order by s.posting))::text as balance
    from slots s join posted using (posting) join locked l on l.id = s.account_id
    order by s.posting, l.id`;
});

/** A row of the set's answer: one per account of each posting it posted. */
interface PostedSetRow extends PostedAccountRow {
  posting: string;
  transaction_id: string;
}

/**
 * Posts `calls` in one statement (postSetStatement): for each, its outcome as ledger_post answers it, or undefined
 * when it was left for ledger_post (a missing account, a key already posted, a refusal). The calls must not share a
 * key, nor an account that may not go negative (a player's): each such account's check then depends on its own
 * posting alone.
 */
export async function postSet(db: Executor, calls: PostingCall[]): Promise<Array<PostingCallOutcome | undefined>> {
  const slots = calls.flatMap((call, index) =>
    call.accounts.map((key, account) => ({
      posting: index + 1,
      key,
      delta: call.legs.filter((leg) => leg.account === account).reduce((sum, leg) => sum + leg.amount, 0n),
    })),
  );
  const firstSlotOf: number[] = [];
  calls.reduce((next, call, index) => ((firstSlotOf[index] = next), next + call.accounts.length), 1);
  const rows = await postSetStatement<PostedSetRow>(db, {
    idempotencyKeys: calls.map((call) => call.idempotencyKey),
    kinds: calls.map((call) => call.kind),
    referenceTypes: calls.map((call) => call.referenceType),
    referenceIds: calls.map((call) => call.referenceId),
    metadata: calls.map((call) => (call.metadata === null ? null : JSON.stringify(call.metadata))),
    slotPostings: slots.map((slot) => slot.posting),
    ownerTypes: slots.map((slot) => slot.key.ownerType),
    ownerIds: slots.map((slot) => slot.key.ownerId),
    currencies: slots.map((slot) => slot.key.currency),
    purposes: slots.map((slot) => slot.key.purpose),
    shards: slots.map((slot) => slot.key.shard),
    deltas: slots.map((slot) => slot.delta.toString()),
    legSlots: calls.flatMap((call, index) => call.legs.map((leg) => firstSlotOf[index]! + leg.account)),
    legAmounts: calls.flatMap((call) => call.legs.map((leg) => leg.amount.toString())),
  });
  const outcomes: Array<PostingCallOutcome | undefined> = calls.map(() => undefined);
  for (const row of rows) {
    const index = Number(row.posting) - 1;
    const outcome = (outcomes[index] ??= { outcome: 'posted', transactionId: Number(row.transaction_id), accounts: [] });
    if (outcome.outcome !== 'posted') continue;
    outcome.accounts.push(postedAccountOf(row));
  }
  return outcomes;
}
