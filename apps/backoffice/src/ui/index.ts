export { BackButton, type BackButtonProps, parentPath } from './back-button';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './breadcrumb';
export { Button, type ButtonProps } from './button';
// The button look for links that act as buttons (e.g. a router Link to a creation page).
export { type ButtonVariants, button as buttonStyle } from './button.css';
export { Calendar, type CalendarProps, type CalendarSelection } from './calendar';
export { CALENDAR_WEEKS, calendarGrid, type YearMonth } from './calendar-grid';
export { ConfirmDialog, type ConfirmDialogKind, type ConfirmDialogProps } from './confirm-dialog';
export { type Country, countries, DEFAULT_COUNTRY, findCountry } from './countries';
export { CountryPicker, type CountryPickerProps } from './country-picker';
export { CurrencyInput, type CurrencyInputProps, centsFromInput } from './currency-input';
export { DatePicker, type DatePickerProps } from './date-picker';
export { type DateRange, DateRangePicker, type DateRangePickerProps, formatRange } from './date-range-picker';
export { Drawer, type DrawerContentProps } from './drawer';
export { LEAVE_MESSAGE, LEAVE_TITLE, type LeaveGuard, useLeaveGuard } from './leave-guard';
export { MaskedInput, type MaskedInputProps } from './masked-input';
export { Modal, type ModalContentProps } from './modal';
export type { Navigate } from './navigation';
export { MAX_PAGE_BUTTONS, Pagination, type PaginationProps, pageWindow } from './pagination';
export { Popover, type PopoverProps } from './popover';
export {
  availableSlots,
  ScheduledDatePicker,
  type ScheduledDatePickerProps,
  type ScheduledDateTime,
  TIME_STEP_MINUTES,
  timeSlots,
} from './scheduled-date-picker';
export { SearchBar, type SearchBarProps, type SearchField, type SearchValue } from './search-bar';
export { SecretCode, SecretDialog, type SecretDialogProps } from './secret-dialog';
export { SelectField, type SelectFieldProps } from './select-field';
export { visuallyHidden } from './shared.css';
export {
  Badge,
  type BadgeProps,
  ChargeStatusBadge,
  StatusBadge,
  type StatusBadgeProps,
} from './status-badge';
export { type Step, StepModal, type StepModalProps, stepLabel } from './step-modal';
export { Switch, type SwitchProps } from './switch';
export { type Column, Table, type TableProps } from './table';
export { TextField, type TextFieldProps } from './text-field';
export { type ToastApi, type ToastKind, ToastProvider, type ToastProviderProps, useToast } from './toast';
