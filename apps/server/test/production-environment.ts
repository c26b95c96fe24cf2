/** Everything NODE_ENV=production needs to start; a test removes or changes what it is about. */
export const productionEnvironment = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://casino.example',
  PAYMENTS_WEBHOOK_SECRET: 'a-production-secret',
  STUDIO_WALLET_SECRET: 'another-production-secret',
  EMAIL_LINK_SECRET: 'a-third-production-secret',
  CRYPTO_XPUB_BTC: 'zpub-operator-btc',
  CRYPTO_XPUB_LTC: 'Ltub-operator-ltc',
  CRYPTO_XPUB_DOG: 'dgub-operator-doge',
  CRYPTO_XPUB_ETH: 'xpub-operator-eth',
  CRYPTO_XPUB_TRX: 'xpub-operator-trx',
};
