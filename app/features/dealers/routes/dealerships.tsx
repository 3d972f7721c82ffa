import { Outlet } from "react-router";

/**
 * /dealerships: the parent of the directory (its index) and of each dealer's page. It reads no parameter,
 * so the numeric check of SPEC §5 never applies here.
 */
export default function Dealerships() {
  return <Outlet />;
}
