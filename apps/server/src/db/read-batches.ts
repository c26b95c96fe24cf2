/** A read waiting for its batch: its key, and how it is answered. */
interface WaitingRead<Value> {
  key: string;
  resolve: (value: Value | undefined) => void;
  reject: (reason: unknown) => void;
}

export interface ReadBatcherOptions<Value> {
  /** One statement for the keys given: the value of each key found, by key (a key not found has none). */
  readMany: (keys: string[]) => Promise<Map<string, Value>>;
  /** The most keys a statement reads; the rest wait for the next. */
  maxBatch: number;
}

/**
 * Reads of one row by key (a player's) that arrive while one is in flight, made by one statement for all of them
 * (issue 16): the spin path's reads before a round cost the database and the server one statement and one round trip a
 * batch rather than one a spin. With nothing in flight a read leaves at once, alone. A read is always answered by a
 * statement that began after it was asked, so it sees everything committed before: never an older value than a read
 * of its own would. A failed statement fails every read of its batch.
 */
export function createReadBatcher<Value>({ readMany, maxBatch }: ReadBatcherOptions<Value>) {
  let waiting: WaitingRead<Value>[] = [];
  let inFlight = false;

  async function drain(): Promise<void> {
    inFlight = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatch);
      waiting = waiting.slice(batch.length);
      try {
        const found = await readMany([...new Set(batch.map(({ key }) => key))]);
        for (const read of batch) read.resolve(found.get(read.key));
      } catch (error) {
        for (const read of batch) read.reject(error);
      }
    }
    inFlight = false;
  }

  return {
    /** The value of `key` (undefined when there is none), read with the keys asked for meanwhile. */
    read(key: string): Promise<Value | undefined> {
      return new Promise((resolve, reject) => {
        waiting.push({ key, resolve, reject });
        if (!inFlight) void drain();
      });
    },
  };
}
