import { describeContractPart } from './contractSuite';

describeContractPart(3);
