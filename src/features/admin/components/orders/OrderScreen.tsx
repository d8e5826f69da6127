import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees as paise, stateByCode } from '@contract/billing';
import type { Order, OrderTax } from '@contract/types';
import { adminPaths } from '@/config/adminPaths';
import { useGetAdminOrderQuery } from '../../api/ordersAdminApi';
import { dateTime, rupees } from '../../model/adminFormat';
import { LoadError } from '../LoadError';
import { PageHeading } from '../PageHeading';
import { Facts, OrderCard } from './OrderFacts';
import { ORDER_STATUS_COLOR } from './orderColumns';
import { RefundPanel } from './RefundPanel';

const stateName = (code: string) => {
  const state = stateByCode(code);
  return state ? `${state.name} (${code})` : code;
};

function taxRows(tax: OrderTax): [string, string][] {
  const rows: [string, string][] = [['Taxable value', paise(tax.taxablePaise)]];
  if (tax.supplyType === 'intra-state') {
    rows.push(['CGST', paise(tax.cgstPaise)], [tax.stateTaxHead, paise(tax.sgstPaise)]);
  } else {
    rows.push(['IGST', paise(tax.igstPaise)]);
  }
  rows.push(['GST in total', paise(tax.taxPaise)]);
  return rows;
}

function Totals({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ['Subtotal', rupees(order.subtotal)],
    [
      order.couponCode ? `Discount (${order.couponCode})` : 'Discount',
      `-${rupees(order.discount)}`,
    ],
    ['Total', rupees(order.totalPrice)],
  ];
  return (
    <OrderCard id="order-totals" title="Totals">
      <Facts rows={rows} />
      {order.tax ? (
        <>
          <Typography variant="subtitle2" sx={{ mt: 1.5, mb: 0.5 }}>
            GST ({order.tax.supplyType})
          </Typography>
          <Facts rows={taxRows(order.tax)} />
        </>
      ) : (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          No GST breakup until the billing details are given.
        </Typography>
      )}
    </OrderCard>
  );
}

function Items({ order }: { order: Order }) {
  return (
    <OrderCard id="order-items" title="Items">
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <TableContainer role="region" aria-label="Items, scrolls sideways" tabIndex={0}>
        <Table size="small" aria-labelledby="order-items">
          <TableHead>
            <TableRow>
              <TableCell>Course</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.productId}>
                <TableCell>{item.title}</TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right">{rupees(item.price)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </OrderCard>
  );
}

function PaymentAttempts({ order }: { order: Order }) {
  return (
    <OrderCard id="order-payments" title="Payment attempts">
      {order.paymentAttempts.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No payment was started.
        </Typography>
      ) : (
        // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
        <TableContainer role="region" aria-label="Payment attempts, scrolls sideways" tabIndex={0}>
          <Table size="small" aria-labelledby="order-payments">
            <TableHead>
              <TableRow>
                <TableCell>Opened</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Reference</TableCell>
                <TableCell>Payment</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.paymentAttempts.map((attempt) => (
                <TableRow key={attempt.reference}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(attempt.openedAt)}</TableCell>
                  <TableCell>{attempt.method}</TableCell>
                  <TableCell>{attempt.status.replace('_', ' ')}</TableCell>
                  <TableCell align="right">{paise(attempt.amountPaise)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{attempt.reference}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {attempt.paymentId ?? '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </OrderCard>
  );
}

/** One order as staff see it: buyer, facts, items, totals with GST, billing, payments, refund. */
export function OrderScreen({ orderId }: { orderId: string }) {
  const { data, error, isLoading, refetch } = useGetAdminOrderQuery(orderId);
  if (isLoading) return <Skeleton variant="rounded" height={320} aria-label="Loading the order" />;
  if (!data) return <LoadError error={error} onRetry={refetch} />;
  const { order, buyer } = data;
  const billing = order.billing;
  return (
    <Stack spacing={2}>
      <PageHeading
        title={`Order ${order.orderNumber}`}
        actions={
          <Chip label={order.status} color={ORDER_STATUS_COLOR[order.status]} sx={{ mt: 0.5 }} />
        }
      />
      {order.refund && <RefundPanel order={order} />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <OrderCard id="order-buyer" title="Buyer">
          <Facts
            rows={[
              [
                'Name',
                <Link key="name" component={RouterLink} to={adminPaths.learner(buyer.id)}>
                  {buyer.name}
                </Link>,
              ],
              ['Email', buyer.email],
            ]}
          />
        </OrderCard>
        <OrderCard id="order-facts" title="Order">
          <Facts
            rows={[
              ['Order number', order.orderNumber],
              ['Status', order.status],
              ['Placed', dateTime(order.createdAt)],
              ['Paid', order.paidAt ? dateTime(order.paidAt) : 'Not paid'],
              ['Coupon', order.couponCode ?? 'None'],
              [
                'Invoice',
                order.invoice
                  ? `${order.invoice.number} (${dateTime(order.invoice.issuedAt)})`
                  : 'Not issued',
              ],
            ]}
          />
        </OrderCard>
        <Items order={order} />
        <Totals order={order} />
        <OrderCard id="order-billing" title="Billing details">
          {billing ? (
            <Facts
              rows={[
                ['Name', billing.name],
                ['State', stateName(billing.stateCode)],
                ['GSTIN', billing.gstin || 'None (B2C)'],
                ...(billing.legalName
                  ? [['Legal name', billing.legalName] as [string, string]]
                  : []),
              ]}
            />
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Not given yet.
            </Typography>
          )}
        </OrderCard>
      </Box>
      <PaymentAttempts order={order} />
    </Stack>
  );
}
