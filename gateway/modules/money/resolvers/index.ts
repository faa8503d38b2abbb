import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import * as enums from '../enums.js';
import { Billing, Viewer } from './Billing.js';
import { CardPaymentPreview, Invoice, InvoicePayment, InvoiceStatusChange, PaymentPlanInstallment } from './Invoice.js';
import { Ledger } from './Ledger.js';
import { LedgerEntry, LedgerMonth } from './LedgerEntry.js';
import { Deposit, DepositDeduction, PaymentScheduleItem, PaymentSource, Payout, TestPaymentMethod } from './parts.js';
import { addPaymentSource, createPayoutAccountLink, createTestCardToken, payInvoice, setAutopaySource } from './payments.js';
import { internalInvoices, invoice, ledgerMismatchCount } from './Query.js';
import { addManagerLedgerCharge, setManagerPayoutsPaused } from './staff.js';

export const moneyResolvers: Resolvers = {
  ...enums,
  Invoice, InvoicePayment, CardPaymentPreview, InvoiceStatusChange, PaymentPlanInstallment,
  LedgerEntry, LedgerMonth, Ledger,
  PaymentScheduleItem, PaymentSource, Deposit, DepositDeduction, Payout, TestPaymentMethod,
  Billing,
  Viewer,
  Query: { invoice, internalInvoices, ledgerMismatchCount },
  Mutation: {
    payInvoice, addPaymentSource, createTestCardToken, setAutopaySource, createPayoutAccountLink,
    addManagerLedgerCharge, setManagerPayoutsPaused,
  },
};
