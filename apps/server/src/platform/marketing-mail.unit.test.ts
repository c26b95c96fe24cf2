import { describe, expect, it } from 'vitest';
import { withUnsubscribeLink } from './mailer.ts';

describe('withUnsubscribeLink', () => {
  it('puts the signed link in the text, the HTML and the List-Unsubscribe header of a marketing mail', () => {
    const url = 'https://casino.example/unsubscribe/abc.123.sig';
    const mail = withUnsubscribeLink(
      { to: 'ada@example.com', subject: 'Weekend spins', text: 'Spin!', html: '<html><body><p>Spin!</p></body></html>' },
      url,
    );
    expect(mail.text).toContain(`Unsubscribe from marketing email: ${url}`);
    expect(mail.html).toMatch(new RegExp(`<a href="${url}"[^>]*>Unsubscribe</a></p></body></html>$`));
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>` });
  });
});
