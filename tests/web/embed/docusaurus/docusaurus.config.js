// A small Docusaurus book served under /book/ that embeds ledgerlab (tests/web/embed.test.mjs builds
// it with `docusaurus build --out-dir build-web/embed/docusaurus`). The recipe is the README's: the
// ledgerlab files sit under <baseUrl>ledgerlab/ (the test server mounts build-web/site there; a real
// book copies them into static/ledgerlab/) and one module script tag loads them on every page.
const baseUrl = '/book/';
module.exports = {
  title: 'A small book',
  url: 'http://127.0.0.1',
  baseUrl,
  onBrokenLinks: 'throw',
  trailingSlash: false,
  favicon: 'favicon.svg',  // without one the browser asks for /favicon.ico (a 404 in the console)
  scripts: [{ src: `${baseUrl}ledgerlab/ledgerlab.js`, type: 'module' }],
  presets: [['classic', {
    docs: { routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js') },
    blog: false,
    theme: {},
  }]],
  themeConfig: { colorMode: { defaultMode: 'light', respectPrefersColorScheme: false } },
};
