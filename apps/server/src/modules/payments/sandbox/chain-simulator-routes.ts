import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountField, currencyField } from '@lodestar/contracts';
import type { CurrenciesService } from '../../currencies/index.ts';
import type { CryptoDepositService } from '../crypto-deposits.ts';
import { priceAmount } from '../payment-context.ts';
import { escapeHtml, sandboxPage } from './sandbox-page.ts';

export const CHAIN_SIMULATOR_PATH = '/dev/chain/transactions';

const simulatedTransaction = z.object({
  currency: currencyField,
  address: z.string().trim().min(1).max(128),
  amount: amountField,
  confirmations: z.coerce.number().int().min(0).max(1000),
  /** Omit for a new transaction; repeat one to report more confirmations of it. */
  txHash: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-Fx]{8,80}$/)
    .optional(),
});

/**
 * The sandbox chain watcher: a developer (or `npm run chain:simulate`) reports a transaction to one of our
 * addresses and its confirmations, and the same crediting code a real watcher drives takes it from there.
 * Development only.
 */
export const chainSimulatorRoutes: FastifyPluginAsyncZod<{ cryptoDeposits: CryptoDepositService; currencies: CurrenciesService }> = async (
  app,
  { cryptoDeposits, currencies },
) => {
  app.post(CHAIN_SIMULATOR_PATH, { schema: { hide: true, body: simulatedTransaction } }, async (request) => {
    const input = request.body;
    const currency = await currencies.get(input.currency);
    const txHash = input.txHash ?? randomBytes(32).toString('hex');
    const outcome = await cryptoDeposits.observe({
      currency: input.currency,
      txHash,
      outputIndex: 0,
      address: input.address,
      amount: priceAmount(currency, input.amount).minor,
      confirmations: input.confirmations,
    });
    return { txHash, outcome, requiredConfirmations: cryptoDeposits.requiredConfirmations(currency) };
  });

  app.get(
    '/dev/chain',
    { schema: { hide: true, querystring: z.object({ currency: z.string().max(10).optional(), address: z.string().max(128).optional() }) } },
    async (request, reply) => {
      const options = (await currencies.list())
        .filter((currency) => currency.type === 'CRYPTO')
        .map(
          (currency) =>
            `<option value="${currency.code}"${currency.code === request.query.currency ? ' selected' : ''}>${currency.displayCode}</option>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8');
      return sandboxPage(
        'Chain simulator',
        `<span class="badge">Development</span><h1>Simulate a crypto deposit</h1>
<p class="merchant">Reports a transaction to a deposit address, as a chain watcher would.</p>
<form id="chain"><label for="currency">Currency</label><select id="currency" name="currency">${options}</select>
<label for="address">Address</label><input id="address" name="address" required value="${escapeHtml(request.query.address ?? '')}">
<label for="amount">Amount</label><input id="amount" name="amount" required inputmode="decimal" value="0.01">
<label for="confirmations">Confirmations</label><input id="confirmations" name="confirmations" type="number" min="0" value="6">
<label for="txHash">Transaction hash (repeat one to add confirmations)</label><input id="txHash" name="txHash">
<div class="actions"><button class="pay" type="submit">Send transaction</button></div></form>
<p id="result" role="status"></p>
<script type="module" src="/dev/chain/simulator.js"></script>`,
      );
    },
  );

  // A separate file so the page works under the site's CSP, which refuses inline scripts.
  app.get('/dev/chain/simulator.js', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8');
    return `const form = document.getElementById('chain');
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const body = Object.fromEntries(new FormData(form));
  if (!body.txHash) delete body.txHash;
  const response = await fetch('${CHAIN_SIMULATOR_PATH}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = await response.json();
  document.getElementById('result').textContent = response.ok
    ? 'Transaction ' + answer.txHash + ': ' + answer.outcome + ' (' + answer.requiredConfirmations + ' confirmations needed)'
    : answer.message;
  if (response.ok) form.txHash.value = answer.txHash;
});`;
  });
};
