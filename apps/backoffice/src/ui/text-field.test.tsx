import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels its input and links the hint', () => {
    render(<TextField label="E-mail" hint="Usamos para enviar relatórios" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Usamos para enviar relatórios',
    );
  });

  it('marks the input invalid and reads the error with it', () => {
    render(<TextField label="E-mail" error="E-mail é um campo obrigatório." />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'E-mail é um campo obrigatório.',
    );
  });

  it('can hide its label from sight but not from screen readers', () => {
    render(<TextField label="Buscar" hideLabel />);
    const label = screen.getByText('Buscar');
    expect(label.className).not.toBe('');
    expect(screen.getByLabelText('Buscar')).toBeTruthy();
  });
});
