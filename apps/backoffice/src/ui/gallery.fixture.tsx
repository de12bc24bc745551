import { useState } from 'react';
import { BackButton } from './back-button';
import { Breadcrumb } from './breadcrumb';
import { Button } from './button';
import { CountryPicker } from './country-picker';
import { CurrencyInput } from './currency-input';
import { MaskedInput } from './masked-input';
import { Pagination } from './pagination';
import { ScheduledDatePicker } from './scheduled-date-picker';
import { SearchBar } from './search-bar';
import { Badge, StatusBadge } from './status-badge';
import { Table } from './table';
import { TextField } from './text-field';

/** Every inline component of the kit on one page, for the accessibility checks. */
export function Gallery() {
  const [cpf, setCpf] = useState('529.982.247-25');
  const [cents, setCents] = useState<number | null>(123456);
  const [scheduled, setScheduled] = useState<string | null>('2025-03-12T10:30');
  return (
    <main>
      <h1>Componentes</h1>
      <Breadcrumb
        items={[{ label: 'Início', to: '/' }, { label: 'Cobranças', to: '/cobrancas' }, { label: 'Detalhe' }]}
      />
      <BackButton pathname="/cobrancas/1" />
      <Button>Primário</Button>
      <Button variant="secondary">Secundário</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Excluir</Button>
      <Button loading>Enviando</Button>
      <Button disabled>Desabilitado</Button>
      <SearchBar
        fields={[
          { value: 'customerName', label: 'Cliente' },
          { value: 'customerDocument', label: 'CPF/CNPJ' },
        ]}
        onSearch={() => {}}
        onClear={() => {}}
        dateRange={{ today: '2025-03-10' }}
      />
      <Table
        caption="Cobranças"
        columns={[
          { key: 'name', header: 'Cliente', cell: (row: { id: string; name: string }) => row.name },
          { key: 'status', header: 'Status', cell: () => <StatusBadge status="paid" /> },
        ]}
        rows={[{ id: '1', name: 'Ana' }]}
        getRowKey={(row) => row.id}
        emptyText="Sem dados de cobranças"
      />
      <Table caption="Vazia" columns={[]} rows={[]} getRowKey={() => ''} emptyText="Sem dados" />
      <Table caption="Carregando" columns={[]} rows={[]} loading getRowKey={() => ''} emptyText="Sem dados" />
      <Pagination
        page={3}
        totalPages={10}
        totalItems={50}
        pageSize={5}
        itemLabel="pagamentos"
        onPageChange={() => {}}
      />
      <MaskedInput label="CPF" mask="cpf" value={cpf} onValueChange={setCpf} />
      <MaskedInput label="CEP" mask="cep" value="" onValueChange={() => {}} error="Cep inválido." />
      <CurrencyInput label="Valor" value={cents} onValueChange={setCents} />
      <TextField label="E-mail" hint="Usado para relatórios" />
      <ScheduledDatePicker
        value={scheduled}
        onChange={setScheduled}
        today="2025-03-10"
        earliestTime="09:00"
      />
      <CountryPicker onChange={() => {}} />
      <p>
        {(['neutral', 'info', 'warning', 'success', 'danger', 'muted'] as const).map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
        {['requested', 'pending', 'failed', 'withdrawn', 'desistencia', 'chargeback', 'disputed'].map(
          (status) => (
            <StatusBadge key={status} status={status} />
          ),
        )}
      </p>
    </main>
  );
}
