import { OFFER_MESSAGE_MAX } from '@naija-homes/contracts/offer';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { MessageTextarea } from '@naija-homes/ui-kit/components/message-textarea';
import { NairaInput } from '@naija-homes/ui-kit/components/naira-input';
import { useId } from 'react';

interface OfferFieldsProps {
  /** "Offer Price" when a buyer offers, "Your price" when the agent counters. */
  priceLabel: string;
  price: string;
  onPriceChange: (text: string) => void;
  pricePlaceholder?: string;
  priceError?: string | undefined;
  message: string;
  onMessageChange: (text: string) => void;
  messagePlaceholder: string;
  messageError?: string | undefined;
  /** The server's refusal of the whole offer. */
  formError?: string | undefined;
  /** Enter in the message sends the form (Shift+Enter for a new line). */
  onSubmit: () => void;
}

/** A price with the words that go with it: the buyer's offer (Send Offer) and the agent's counter-offer. */
export function OfferFields({
  priceLabel,
  price,
  onPriceChange,
  pricePlaceholder,
  priceError,
  message,
  onMessageChange,
  messagePlaceholder,
  messageError,
  formError,
  onSubmit,
}: OfferFieldsProps) {
  const id = useId();
  return (
    <>
      <FormField label={priceLabel} required error={priceError}>
        <NairaInput value={price} placeholder={pricePlaceholder} onValueChange={onPriceChange} />
      </FormField>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-medium">
          Message
        </label>
        <MessageTextarea
          id={`${id}-message`}
          value={message}
          maxLength={OFFER_MESSAGE_MAX}
          placeholder={messagePlaceholder}
          error={messageError}
          onEnter={onSubmit}
          onValueChange={onMessageChange}
        />
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
    </>
  );
}
