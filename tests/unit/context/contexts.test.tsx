import {renderToString} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {RouteContextProvider, useRouteContext, publicMarket} from '~/context/route-context';
import {createStrictContext} from '~/context/strict-context';
import {viewportFor} from '~/context/viewport';
import {formatMoney} from '~/markets/format';
import {MARKETS} from '~/markets/markets';

function ShowPath() {
  const {path, strings} = useRouteContext();
  return (
    <a href={path('/products/protein')}>{strings.products}</a>
  );
}

describe('contexts throw outside their provider (spec §8)', () => {
  test('the route context', () => {
    expect(() => renderToString(<ShowPath />)).toThrow('useRouteContext must be used within a RouteContextProvider');
  });

  test('any context made by createStrictContext', () => {
    const [, useGeneric] = createStrictContext<number>('Generic');
    function Reader() {
      useGeneric();
      return null;
    }
    expect(() => renderToString(<Reader />)).toThrow('useGeneric must be used within a GenericProvider');
  });

  test('inside its provider the route context builds links and strings for the market', () => {
    const german = MARKETS.find((m) => m.id === 'de_de')!;
    const html = renderToString(
      <RouteContextProvider market={publicMarket(german)} basePath="/de">
        <ShowPath />
      </RouteContextProvider>,
    );
    expect(html).toBe('<a href="/de/produkte/protein">Produkte</a>');
  });
});

describe('design tokens', () => {
  test('mobile is at most 767px, desktop from 768px, wide from 1260px', () => {
    expect(viewportFor(767)).toMatchObject({isMobile: true, isDesktop: false});
    expect(viewportFor(768)).toMatchObject({isMobile: false, isDesktop: true, isWide: false});
    expect(viewportFor(1260)).toMatchObject({isWide: true});
    expect(viewportFor(null)).toMatchObject({isMobile: false, isDesktop: false});
  });
});

describe('money in the market’s format', () => {
  test('German, Dutch and English conventions', () => {
    const money = {amount: '1234.5', currencyCode: 'EUR'};
    expect(formatMoney(money, 'de-DE')).toBe('1.234,50\u00a0€');
    expect(formatMoney(money, 'nl-NL')).toBe('€\u00a01.234,50');
    expect(formatMoney(money, 'en')).toBe('€1,234.50');
  });
});
