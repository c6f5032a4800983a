import { TEST_CARD_GUIDE } from '@admit/shared';
import { groupDigits } from './card-format.ts';

/**
 * The test-mode box: no money moves, and the cards that show each outcome (paid, declined, 3-D Secure), from the
 * list the simulated processor itself follows.
 */
export function TestCardsBox() {
  return (
    // Not an Alert: it says nothing went wrong, so it is no role="alert" to announce.
    <section className="alert alert-info small" aria-labelledby="test-cards-heading">
      <p id="test-cards-heading" className="mb-1">
        Test mode: this is a simulated payment and no money moves. Any date ahead and any three digits will do.
      </p>
      <ul className="mb-0 ps-3" aria-label="Test cards">
        {TEST_CARD_GUIDE.map((card) => (
          <li key={card.number}>
            <span className="font-monospace text-nowrap">{groupDigits(card.number)}</span> {card.does}
          </li>
        ))}
      </ul>
    </section>
  );
}
