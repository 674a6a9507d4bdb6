import { jest } from '@jest/globals';
import { openWhatsApp } from './open-whatsapp.ts';

const CHAT = 'https://wa.me/971500000582?text=Hello';
const globals = globalThis as { window?: unknown };

afterEach(() => {
  delete globals.window;
});

describe('openWhatsApp', () => {
  it('opens the chat in a new tab that cannot reach back to this page', () => {
    const chatTab = { opener: {} as unknown };
    const fake = { open: jest.fn(() => chatTab), location: { href: 'https://site.example/' } };
    globals.window = fake;

    openWhatsApp(CHAT);

    expect(fake.open).toHaveBeenCalledWith(CHAT, '_blank');
    expect(chatTab.opener).toBeNull();
    expect(fake.location.href).toBe('https://site.example/');
  });

  it('sends this tab to the chat when the new tab is blocked', () => {
    const fake = { open: jest.fn(() => null), location: { href: 'https://site.example/' } };
    globals.window = fake;

    openWhatsApp(CHAT);

    expect(fake.location.href).toBe(CHAT);
  });
});
