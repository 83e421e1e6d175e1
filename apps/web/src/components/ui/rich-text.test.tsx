import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('RichText', () => {
  it('draws each marked part with its element and keeps the text around it', () => {
    const { container } = render(<RichText text="Открывай кейсы — <em>забирай арканы</em>!" components={{ em: <em /> }} />);
    expect(container.innerHTML).toBe('Открывай кейсы — <em>забирай арканы</em>!');
  });

  it('gives the element its props and draws a part without an element as text', () => {
    const { container } = render(<RichText text="<policy>Подробнее</policy> и <b>ещё</b>" components={{ policy: <a href="/cookies" /> }} />);
    expect(container.innerHTML).toBe('<a href="/cookies">Подробнее</a> и ещё');
  });

  it('draws a text without marks as it is', () => {
    const { container } = render(<RichText text="Просто текст" components={{}} />);
    expect(container.innerHTML).toBe('Просто текст');
  });
});
