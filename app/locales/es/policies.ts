import type { Translation } from "../en";

const policies: Translation["policies"] = {};

export default policies;
