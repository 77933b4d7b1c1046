import { Link, NavLink, useParams } from 'react-router-dom';

/** Spec §2 nav: home link, Tickets link (placeholder id 'unfollow-me' when none is known), cart icon. */
export function ShopNav() {
  const { eventId } = useParams();
  return (
    <header className="shop-nav">
      <Link to="/" className="shop-nav__home">
        Musical-Tickets
      </Link>
      <nav aria-label="Hauptnavigation" className="shop-nav__links">
        <NavLink to={`/order/tickets/${eventId ?? 'unfollow-me'}`}>Tickets</NavLink>
        <NavLink to="/order/cart" aria-label="Warenkorb">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4m10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4M6.2 6l.9 2H20l-3.6 6.5a2 2 0 0 1-1.8 1H8a2 2 0 0 1-1.8-1.2L2.6 4H1V2h2.9z"
            />
          </svg>
        </NavLink>
      </nav>
    </header>
  );
}
