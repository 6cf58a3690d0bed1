// Component tests' setup for the admin area: the shared kit (ui-kit/test) under the names these tests use. Import it
// with `await import(...)` after `withDom()` (ui-kit/test/dom.ts).
export {
  eventually,
  type FakeAnswer,
  fakeCalls as fakeApi,
  never,
  type SentCall as SentRequest,
  testQueryClient,
} from '@naija-homes/ui-kit/test/fake-api';
export { renderInApp as renderWithProviders, settleAfterEach } from '@naija-homes/ui-kit/test/render-in-app';
