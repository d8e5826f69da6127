/** The requested refund a decision button acts on, and how large the button is. */
export interface RefundDecisionProps {
  refundId: string;
  /** The order to refresh once decided. */
  orderId: string;
  orderNumber: string;
  amountPaise: number;
  /** Small in the refund queue's rows, where each button's label also names the order. */
  size?: 'small' | 'medium';
}
