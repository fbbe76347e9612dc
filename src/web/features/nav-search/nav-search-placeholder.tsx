import classes from './nav-search.module.css';

/** Holds the search's place in the header for the moment its code takes to arrive. */
export function NavSearchPlaceholder() {
  return (
    <>
      <div
        className={`${classes.desktop} ${classes.input} ${classes.placeholder}`}
        aria-hidden="true"
      />
      <div className={`${classes.mobile} ${classes.placeholderIcon}`} aria-hidden="true" />
    </>
  );
}
