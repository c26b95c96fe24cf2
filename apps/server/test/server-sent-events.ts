/** The next event of a Server-Sent Events body, its data parsed (heartbeat comments skipped). */
export function eventReader<Event = { type: string; [key: string]: unknown }>(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function nextEvent(): Promise<Event> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(block);
        if (data) return JSON.parse(data[1]!) as Event;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
}
