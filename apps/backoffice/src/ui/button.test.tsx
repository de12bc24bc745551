import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button (not a submit) that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Salvar</Button>);
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks while loading and says so', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Salvar/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Carregando');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own classes', () => {
    render(
      <>
        <Button>Primário</Button>
        <Button variant="danger">Excluir</Button>
        <Button variant="ghost" size="sm">
          Ghost
        </Button>
      </>,
    );
    const primary = screen.getByRole('button', { name: 'Primário' }).className;
    const danger = screen.getByRole('button', { name: 'Excluir' }).className;
    const ghost = screen.getByRole('button', { name: 'Ghost' }).className;
    expect(new Set([primary, danger, ghost]).size).toBe(3);
  });
});
