const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The look of every mail the casino sends: dark, one heading, a few paragraphs and one button. */
export function mailLayout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`).join('');
  return `<!doctype html><html><body style="margin:0;background:#0b0f1f;font-family:Arial,sans-serif;color:#e8ebf7">
<div style="max-width:520px;margin:0 auto;padding:32px 24px">
<h1 style="color:#f5b942;font-size:22px;margin:0 0 24px">Lodestar Casino</h1>
<h2 style="font-size:18px;margin:0 0 16px">${escapeHtml(title)}</h2>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#f5b942;color:#1a1300;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#9aa3c7">If the button does not work, open this link: ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#9aa3c7">Play responsibly. 18+ only.</p>
</div></body></html>`;
}
