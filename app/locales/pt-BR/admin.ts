import type { Translation } from "../en";

const admin: Translation["admin"] = {};

export default admin;
