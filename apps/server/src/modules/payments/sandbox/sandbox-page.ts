const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A small self-contained page in the sandbox gateways' style (they are not our site, so no site chrome). */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5fb;color:#1b1f33;font:16px/1.5 system-ui,-apple-system,Segoe UI,sans-serif}
main{width:min(420px,calc(100vw - 32px));background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(20,24,60,.12);padding:28px}
.badge{display:inline-block;background:#fff4d6;color:#7a4b00;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
h1{font-size:20px;margin:12px 0 4px}.merchant{color:#5a6080;margin:0 0 20px}.amount{font-size:34px;font-weight:800;margin:8px 0 24px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 24px;font-size:14px}dt{color:#5a6080}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:12px}.actions form{flex:1;display:flex}.later{margin-top:12px}button,a.button{flex:1;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:700;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1f7a4d;color:#fff}.decline{background:#eef0f7;color:#1b1f33}label{display:block;font-size:14px;margin:0 0 6px;color:#3a4060}
input,select{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c9cde0;border-radius:8px;font:inherit;margin-bottom:14px}
.ok{color:#1f7a4d}.fail{color:#a12a2a}
</style></head><body><main>${body}</main></body></html>`;
}

export { escapeHtml };
