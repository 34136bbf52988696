// Issue 13 §4 (README "Chat widget"): the widget's configuration from env, per market, off when unset or wrong,
// and what it is told about a signed-in customer (spec §7: user id and email; the name too, never more).
import {describe, expect, test} from 'vitest';
import {MARKETS} from '~/markets/markets';
import {chatConfig, chatScriptOrigin, intercomSettings, INTERCOM_WIDGET_URL} from '~/tracking/chat';

describe('chat widget configuration (off unless PUBLIC_INTERCOM_APP_ID is set)', () => {
  test.each(MARKETS.map((market) => market.envSuffix))('%s: nothing configured, no widget and no complaint', (suffix) => {
    expect(chatConfig({}, suffix)).toEqual({config: null, problem: null});
    for (const blank of ['', '   ', '\t']) {
      expect(chatConfig({PUBLIC_INTERCOM_APP_ID: blank}, suffix)).toEqual({config: null, problem: null});
    }
  });

  test('an app id loads Intercom’s own loader for it', () => {
    expect(chatConfig({PUBLIC_INTERCOM_APP_ID: ' abc123 '}, 'NL_NL').config).toEqual({
      vendor: 'intercom',
      appId: 'abc123',
      scriptUrl: `${INTERCOM_WIDGET_URL}/abc123`,
    });
  });

  test('a per-market override wins, and an empty one switches the widget off for that market only', () => {
    const env = {PUBLIC_INTERCOM_APP_ID: 'shared', PUBLIC_INTERCOM_APP_ID_DE_DE: 'german', PUBLIC_INTERCOM_APP_ID_IT_IT: ''};
    expect(chatConfig(env, 'DE_DE').config?.appId).toBe('german');
    expect(chatConfig(env, 'IT_IT').config).toBeNull();
    expect(chatConfig(env, 'FR_FR').config?.appId).toBe('shared');
  });

  test('the loader URL may be another (the local stand-in): trailing slashes, query and hash dropped', () => {
    for (const base of ['http://127.0.0.1:4100/chat/widget', 'http://127.0.0.1:4100/chat/widget/', 'http://127.0.0.1:4100/chat/widget//?x=1#y']) {
      const {config} = chatConfig({PUBLIC_INTERCOM_APP_ID: 'localchat', PUBLIC_INTERCOM_WIDGET_URL: base}, 'NL_NL');
      expect(config?.scriptUrl).toBe('http://127.0.0.1:4100/chat/widget/localchat');
      expect(chatScriptOrigin(config!)).toBe('http://127.0.0.1:4100');
    }
  });

  const BAD_IDS = ['a b', 'abc/../x', '<script>', 'x'.repeat(65), 'ab"c', 'é', 'abc?x=1', 'abc#', '../etc'];
  test.each(BAD_IDS)('an app id that is none (%j): no widget, the problem named', (appId) => {
    const result = chatConfig({PUBLIC_INTERCOM_APP_ID: appId}, 'NL_NL');
    expect(result.config).toBeNull();
    expect(result.problem).toMatch(/PUBLIC_INTERCOM_APP_ID/);
  });

  const BAD_URLS = ['not a url', 'javascript:alert(1)', 'ftp://example.com/widget', 'data:text/javascript,1', '//widget.example'];
  test.each(BAD_URLS)('a loader URL that is no http(s) URL (%j): no widget, the problem named', (url) => {
    const result = chatConfig({PUBLIC_INTERCOM_APP_ID: 'abc', PUBLIC_INTERCOM_WIDGET_URL: url}, 'NL_NL');
    expect(result.config).toBeNull();
    expect(result.problem).toMatch(/PUBLIC_INTERCOM_WIDGET_URL/);
  });
});

describe('what the widget is told (spec §7: user id and email when signed in)', () => {
  const config = chatConfig({PUBLIC_INTERCOM_APP_ID: 'abc'}, 'NL_NL').config!;
  const customer = {id: 'gid://shopify/Customer/1', email: 'sanne@example.com', firstName: 'Sanne', lastName: 'de Vries'};

  test('a visitor: the app only', () => {
    expect(intercomSettings(config, null)).toEqual({app_id: 'abc'});
  });

  test('a signed-in customer: id, email and name, nothing else', () => {
    expect(intercomSettings(config, customer)).toEqual({
      app_id: 'abc',
      user_id: 'gid://shopify/Customer/1',
      email: 'sanne@example.com',
      name: 'Sanne de Vries',
    });
  });

  test.each([
    [{firstName: null, lastName: null}, undefined],
    [{firstName: 'Sanne', lastName: null}, 'Sanne'],
    [{firstName: null, lastName: 'de Vries'}, 'de Vries'],
    [{firstName: '  ', lastName: ''}, undefined],
  ])('the name from the parts there are (%j)', (parts, name) => {
    expect(intercomSettings(config, {...customer, ...parts}).name).toBe(name);
  });
});
