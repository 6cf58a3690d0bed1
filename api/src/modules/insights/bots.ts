// Who is not a person: crawlers, link previews (WhatsApp, Facebook, Slack…), headless browsers, audits and HTTP
// libraries. Their page views and search impressions are not counted; a request that names no browser at all is
// treated the same way (every browser sends a User-Agent).
const botPattern = new RegExp(
  [
    'bot\\b',
    'bot[/;-]',
    'crawl',
    'spider',
    'slurp',
    'headless',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptime',
    'monitor',
    'preview',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'whatsapp',
    'telegram',
    'skypeuripreview',
    'slack',
    'discord',
    'embedly',
    'pinterest',
    'vkshare',
    'redditbot',
    'google-inspectiontool',
    'mediapartners-google',
    'adsbot',
    'apis-google',
    'feedfetcher',
    'ia_archiver',
    'archive\\.org',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    'curl/',
    'wget/',
    'httpie',
    'python-requests',
    'python-urllib',
    'aiohttp',
    'go-http-client',
    'java/',
    'okhttp',
    'axios/',
    'node-fetch',
    'undici',
    'libwww',
    'scrapy',
    'postmanruntime',
    'insomnia',
  ].join('|'),
  'i',
);

/** True for a crawler, a link preview, a headless browser, an HTTP library, or no User-Agent at all. */
export function isBot(userAgent: string | null | undefined): boolean {
  // Phones whose model name ends in "bot" (Cubot, sold in Nigeria) are people.
  const agent = (userAgent ?? '').replace(/cubot/gi, '').trim();
  return agent === '' || botPattern.test(agent);
}
