import type { FastifyReply } from 'fastify';

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** A chat attachment, inline: its type was judged from the bytes at upload (JPEG, PNG or PDF only) and nosniff keeps the browser to it. */
export function sendAttachment(reply: FastifyReply, file: { id: string; contentType: string; bytes: Buffer }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `inline; filename="chat-${file.id}.${extensions[file.contentType] ?? 'bin'}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store, private')
    .send(file.bytes);
}
